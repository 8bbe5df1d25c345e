/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reviewby1Inputs */

const cs_reviewby1 = /** @type {(inputs: Reviewby1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hodnocení od ${i?.name}`)
};

/**

* @param {Reviewby1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewby1 = cs_reviewby1;
export { reviewby1 as "reviewBy" }