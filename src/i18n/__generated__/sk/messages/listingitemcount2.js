/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Listingitemcount2Inputs */

const sk_listingitemcount2 = /** @type {(inputs: Listingitemcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} položka`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.shown} položky`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.shown} položky`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} položiek`);
	return /** @type {LocalizedString} */ ("listingItemCount");
};

/**

* @param {Listingitemcount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const listingitemcount2 = sk_listingitemcount2;
export { listingitemcount2 as "listingItemCount" }