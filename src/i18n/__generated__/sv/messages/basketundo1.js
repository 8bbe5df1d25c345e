/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketundo1Inputs */

const sv_basketundo1 = /** @type {(inputs: Basketundo1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ångra`)
};

/**

* @param {Basketundo1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketundo1 = sv_basketundo1;
export { basketundo1 as "basketUndo" }