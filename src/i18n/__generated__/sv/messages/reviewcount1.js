/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Reviewcount1Inputs */

const sv_reviewcount1 = /** @type {(inputs: Reviewcount1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sv", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} omdöme`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} omdömen`);
	return /** @type {LocalizedString} */ ("reviewCount");
};

/**

* @param {Reviewcount1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewcount1 = sv_reviewcount1;
export { reviewcount1 as "reviewCount" }