/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Listingitemcount2Inputs */

const sv_listingitemcount2 = /** @type {(inputs: Listingitemcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} artikel`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} artiklar`);
	return /** @type {LocalizedString} */ ("listingItemCount");
};

/**

* @param {Listingitemcount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const listingitemcount2 = sv_listingitemcount2;
export { listingitemcount2 as "listingItemCount" }