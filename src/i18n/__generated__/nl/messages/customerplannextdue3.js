/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerplannextdue3Inputs */

const nl_customerplannextdue3 = /** @type {(inputs: Customerplannextdue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nog open – lopende betaling in termijnen, volgende termijn op ${i?.date}`)
};

/**

* @param {Customerplannextdue3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerplannextdue3 = nl_customerplannextdue3;
export { customerplannextdue3 as "customerPlanNextDue" }