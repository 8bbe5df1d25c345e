/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketundo1Inputs */

const cs_basketundo1 = /** @type {(inputs: Basketundo1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrátit zpět`)
};

/**

* @param {Basketundo1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketundo1 = cs_basketundo1;
export { basketundo1 as "basketUndo" }