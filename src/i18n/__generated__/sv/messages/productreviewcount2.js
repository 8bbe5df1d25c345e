/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Productreviewcount2Inputs */

const sv_productreviewcount2 = /** @type {(inputs: Productreviewcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} omdöme`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} omdömen`);
	return /** @type {LocalizedString} */ ("productReviewCount");
};

/**

* @param {Productreviewcount2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productreviewcount2 = sv_productreviewcount2;
export { productreviewcount2 as "productReviewCount" }