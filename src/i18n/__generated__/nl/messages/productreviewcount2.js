/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Productreviewcount2Inputs */

const nl_productreviewcount2 = /** @type {(inputs: Productreviewcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} beoordeling`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} beoordelingen`);
	return /** @type {LocalizedString} */ ("productReviewCount");
};

/**

* @param {Productreviewcount2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productreviewcount2 = nl_productreviewcount2;
export { productreviewcount2 as "productReviewCount" }