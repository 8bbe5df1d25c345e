/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutapppitch2Inputs */

const sk_layoutapppitch2 = /** @type {(inputs: Layoutapppitch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rýchlejšie nákupy, exkluzívne ponuky.`)
};

/**

* @param {Layoutapppitch2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutapppitch2 = sk_layoutapppitch2;
export { layoutapppitch2 as "layoutAppPitch" }