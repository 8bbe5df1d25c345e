/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmenu1Inputs */

const cs_layoutmenu1 = /** @type {(inputs: Layoutmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

/**

* @param {Layoutmenu1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutmenu1 = cs_layoutmenu1;
export { layoutmenu1 as "layoutMenu" }