/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Recomorefrom2Inputs */

const fr_recomorefrom2 = /** @type {(inputs: Recomorefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus de ${i?.category}`)
};

/**

* @param {Recomorefrom2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const recomorefrom2 = fr_recomorefrom2;
export { recomorefrom2 as "recoMoreFrom" }