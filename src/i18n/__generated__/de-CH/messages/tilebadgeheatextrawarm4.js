/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatextrawarm4Inputs */

const de_ch2_tilebadgeheatextrawarm4 = /** @type {(inputs: Tilebadgeheatextrawarm4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra warm`)
};

/**

* @param {Tilebadgeheatextrawarm4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatextrawarm4 = de_ch2_tilebadgeheatextrawarm4;
export { tilebadgeheatextrawarm4 as "tileBadgeHeatExtraWarm" }