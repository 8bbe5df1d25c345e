/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatextrawarm4Inputs */

const fr_tilebadgeheatextrawarm4 = /** @type {(inputs: Tilebadgeheatextrawarm4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Très chaud`)
};

/**

* @param {Tilebadgeheatextrawarm4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatextrawarm4 = fr_tilebadgeheatextrawarm4;
export { tilebadgeheatextrawarm4 as "tileBadgeHeatExtraWarm" }