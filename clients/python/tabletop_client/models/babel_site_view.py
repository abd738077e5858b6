# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.babel_people import BabelPeople
from typing import cast






T = TypeVar("T", bound="BabelSiteView")



@_attrs_define
class BabelSiteView:
    """ 
        Attributes:
            cards (list[BabelPeople]):
            level (int):
            migration (list[BabelPeople]):
            site (BabelPeople): The five peoples. Each people card's colour is its site on the board, so the
                    five sites are named by their people.
            temple (list[int]):
     """

    cards: list[BabelPeople]
    level: int
    migration: list[BabelPeople]
    site: BabelPeople
    temple: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        level = self.level

        migration = []
        for migration_item_data in self.migration:
            migration_item = migration_item_data.value
            migration.append(migration_item)



        site = self.site.value

        temple = self.temple




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "level": level,
            "migration": migration,
            "site": site,
            "temple": temple,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = BabelPeople(cards_item_data)



            cards.append(cards_item)


        level = d.pop("level")

        migration = []
        _migration = d.pop("migration")
        for migration_item_data in (_migration):
            migration_item = BabelPeople(migration_item_data)



            migration.append(migration_item)


        site = BabelPeople(d.pop("site"))




        temple = cast(list[int], d.pop("temple"))


        babel_site_view = cls(
            cards=cards,
            level=level,
            migration=migration,
            site=site,
            temple=temple,
        )


        babel_site_view.additional_properties = d
        return babel_site_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
