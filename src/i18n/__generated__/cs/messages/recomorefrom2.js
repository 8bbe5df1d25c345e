/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Recomorefrom2Inputs */

const cs_recomorefrom2 = /** @type {(inputs: Recomorefrom2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Více z kategorie ${i?.category}`)
};

/**

* @param {Recomorefrom2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const recomorefrom2 = cs_recomorefrom2;
export { recomorefrom2 as "recoMoreFrom" }