/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, formatted: NonNullable<unknown> }} Reviewcount1Inputs */

const cs_reviewcount1 = /** @type {(inputs: Reviewcount1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.formatted} hodnocení`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.formatted} hodnocení`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.formatted} hodnocení`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.formatted} hodnocení`);
	return /** @type {LocalizedString} */ ("reviewCount");
};

/**

* @param {Reviewcount1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewcount1 = cs_reviewcount1;
export { reviewcount1 as "reviewCount" }