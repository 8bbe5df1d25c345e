/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgeheatextrawarm4Inputs */

const sk_tilebadgeheatextrawarm4 = /** @type {(inputs: Tilebadgeheatextrawarm4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra teplé`)
};

/**

* @param {Tilebadgeheatextrawarm4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilebadgeheatextrawarm4 = sk_tilebadgeheatextrawarm4;
export { tilebadgeheatextrawarm4 as "tileBadgeHeatExtraWarm" }