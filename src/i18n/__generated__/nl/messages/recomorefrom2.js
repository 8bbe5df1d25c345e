/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Recomorefrom2Inputs */

const nl_recomorefrom2 = /** @type {(inputs: Recomorefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meer uit ${i?.category}`)
};

/**

* @param {Recomorefrom2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const recomorefrom2 = nl_recomorefrom2;
export { recomorefrom2 as "recoMoreFrom" }