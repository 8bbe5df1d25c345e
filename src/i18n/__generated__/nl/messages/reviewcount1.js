/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Reviewcount1Inputs */

const nl_reviewcount1 = /** @type {(inputs: Reviewcount1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} beoordeling`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} beoordelingen`);
	return /** @type {LocalizedString} */ ("reviewCount");
};

/**

* @param {Reviewcount1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewcount1 = nl_reviewcount1;
export { reviewcount1 as "reviewCount" }