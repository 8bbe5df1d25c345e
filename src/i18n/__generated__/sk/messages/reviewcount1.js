/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Reviewcount1Inputs */

const sk_reviewcount1 = /** @type {(inputs: Reviewcount1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} hodnotenie`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.formatted} hodnotenia`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.formatted} hodnotenia`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} hodnotení`);
	return /** @type {LocalizedString} */ ("reviewCount");
};

/**

* @param {Reviewcount1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewcount1 = sk_reviewcount1;
export { reviewcount1 as "reviewCount" }