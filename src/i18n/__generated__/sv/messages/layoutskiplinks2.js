/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutskiplinks2Inputs */

const sv_layoutskiplinks2 = /** @type {(inputs: Layoutskiplinks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Snabblänkar`)
};

/**

* @param {Layoutskiplinks2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutskiplinks2 = sv_layoutskiplinks2;
export { layoutskiplinks2 as "layoutSkipLinks" }