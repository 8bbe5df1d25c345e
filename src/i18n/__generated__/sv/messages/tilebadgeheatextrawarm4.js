/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatextrawarm4Inputs */

const sv_tilebadgeheatextrawarm4 = /** @type {(inputs: Tilebadgeheatextrawarm4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra varm`)
};

/**

* @param {Tilebadgeheatextrawarm4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatextrawarm4 = sv_tilebadgeheatextrawarm4;
export { tilebadgeheatextrawarm4 as "tileBadgeHeatExtraWarm" }