/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutapppitch2Inputs */

const fr_layoutapppitch2 = /** @type {(inputs: Layoutapppitch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achats plus rapides, offres exclusives.`)
};

/**

* @param {Layoutapppitch2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutapppitch2 = fr_layoutapppitch2;
export { layoutapppitch2 as "layoutAppPitch" }