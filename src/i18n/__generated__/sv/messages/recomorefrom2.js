/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Recomorefrom2Inputs */

const sv_recomorefrom2 = /** @type {(inputs: Recomorefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mer från ${i?.category}`)
};

/**

* @param {Recomorefrom2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const recomorefrom2 = sv_recomorefrom2;
export { recomorefrom2 as "recoMoreFrom" }