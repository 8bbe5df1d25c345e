/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerplannextdue3Inputs */

const sv_customerplannextdue3 = /** @type {(inputs: Customerplannextdue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`obetald – pågående delbetalning, nästa betalning förfaller ${i?.date}`)
};

/**

* @param {Customerplannextdue3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerplannextdue3 = sv_customerplannextdue3;
export { customerplannextdue3 as "customerPlanNextDue" }