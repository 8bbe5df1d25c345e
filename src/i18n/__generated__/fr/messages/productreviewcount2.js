/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Productreviewcount2Inputs */

const fr_productreviewcount2 = /** @type {(inputs: Productreviewcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} avis`);
	return /** @type {LocalizedString} */ ("productReviewCount");
};

/**

* @param {Productreviewcount2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productreviewcount2 = fr_productreviewcount2;
export { productreviewcount2 as "productReviewCount" }