/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatextrawarm4Inputs */

const nl_tilebadgeheatextrawarm4 = /** @type {(inputs: Tilebadgeheatextrawarm4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra warm`)
};

/**

* @param {Tilebadgeheatextrawarm4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatextrawarm4 = nl_tilebadgeheatextrawarm4;
export { tilebadgeheatextrawarm4 as "tileBadgeHeatExtraWarm" }