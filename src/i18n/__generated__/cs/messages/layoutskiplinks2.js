/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutskiplinks2Inputs */

const cs_layoutskiplinks2 = /** @type {(inputs: Layoutskiplinks2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rychlé odkazy`)
};

/**

* @param {Layoutskiplinks2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutskiplinks2 = cs_layoutskiplinks2;
export { layoutskiplinks2 as "layoutSkipLinks" }