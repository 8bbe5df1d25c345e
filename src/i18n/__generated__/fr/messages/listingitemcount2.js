/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Listingitemcount2Inputs */

const fr_listingitemcount2 = /** @type {(inputs: Listingitemcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} articles`);
	return /** @type {LocalizedString} */ ("listingItemCount");
};

/**

* @param {Listingitemcount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const listingitemcount2 = fr_listingitemcount2;
export { listingitemcount2 as "listingItemCount" }