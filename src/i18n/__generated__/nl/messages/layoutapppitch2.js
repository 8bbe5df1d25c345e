/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutapppitch2Inputs */

const nl_layoutapppitch2 = /** @type {(inputs: Layoutapppitch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sneller shoppen, exclusieve aanbiedingen.`)
};

/**

* @param {Layoutapppitch2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutapppitch2 = nl_layoutapppitch2;
export { layoutapppitch2 as "layoutAppPitch" }