/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutapppitch2Inputs */

const sv_layoutapppitch2 = /** @type {(inputs: Layoutapppitch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handla snabbare, exklusiva erbjudanden.`)
};

/**

* @param {Layoutapppitch2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutapppitch2 = sv_layoutapppitch2;
export { layoutapppitch2 as "layoutAppPitch" }