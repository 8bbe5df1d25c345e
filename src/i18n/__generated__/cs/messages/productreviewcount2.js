/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Productreviewcount2Inputs */

const cs_productreviewcount2 = /** @type {(inputs: Productreviewcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} hodnocení`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.formatted} hodnocení`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.formatted} hodnocení`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} hodnocení`);
	return /** @type {LocalizedString} */ ("productReviewCount");
};

/**

* @param {Productreviewcount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productreviewcount2 = cs_productreviewcount2;
export { productreviewcount2 as "productReviewCount" }