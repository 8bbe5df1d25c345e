/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutapppitch2Inputs */

const cs_layoutapppitch2 = /** @type {(inputs: Layoutapppitch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rychlejší nákupy, exkluzivní nabídky.`)
};

/**

* @param {Layoutapppitch2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutapppitch2 = cs_layoutapppitch2;
export { layoutapppitch2 as "layoutAppPitch" }