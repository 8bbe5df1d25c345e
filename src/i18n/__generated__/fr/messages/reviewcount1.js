/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Reviewcount1Inputs */

const fr_reviewcount1 = /** @type {(inputs: Reviewcount1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} avis`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} avis`);
	return /** @type {LocalizedString} */ ("reviewCount");
};

/**

* @param {Reviewcount1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewcount1 = fr_reviewcount1;
export { reviewcount1 as "reviewCount" }