/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Listingitemcount2Inputs */

const nl_listingitemcount2 = /** @type {(inputs: Listingitemcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} artikel`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} artikelen`);
	return /** @type {LocalizedString} */ ("listingItemCount");
};

/**

* @param {Listingitemcount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const listingitemcount2 = nl_listingitemcount2;
export { listingitemcount2 as "listingItemCount" }