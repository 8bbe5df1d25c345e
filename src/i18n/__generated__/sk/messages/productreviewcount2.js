/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Productreviewcount2Inputs */

const sk_productreviewcount2 = /** @type {(inputs: Productreviewcount2Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} hodnotenie`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.formatted} hodnotenia`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.formatted} hodnotenia`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} hodnotení`);
	return /** @type {LocalizedString} */ ("productReviewCount");
};

/**

* @param {Productreviewcount2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productreviewcount2 = sk_productreviewcount2;
export { productreviewcount2 as "productReviewCount" }