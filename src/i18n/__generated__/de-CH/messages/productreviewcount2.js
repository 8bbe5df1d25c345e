/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Productreviewcount2Inputs */

const de_ch2_productreviewcount2 = /** @type {(inputs: Productreviewcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de-CH", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} Bewertung`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} Bewertungen`);
	return /** @type {LocalizedString} */ ("productReviewCount");
};

/**

* @param {Productreviewcount2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productreviewcount2 = de_ch2_productreviewcount2;
export { productreviewcount2 as "productReviewCount" }