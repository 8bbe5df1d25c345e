/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reviewby1Inputs */

const nl_reviewby1 = /** @type {(inputs: Reviewby1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beoordeling van ${i?.name}`)
};

/**

* @param {Reviewby1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewby1 = nl_reviewby1;
export { reviewby1 as "reviewBy" }