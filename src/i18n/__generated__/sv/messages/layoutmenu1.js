/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmenu1Inputs */

const sv_layoutmenu1 = /** @type {(inputs: Layoutmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meny`)
};

/**

* @param {Layoutmenu1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutmenu1 = sv_layoutmenu1;
export { layoutmenu1 as "layoutMenu" }