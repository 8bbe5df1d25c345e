/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedin2Inputs */

const fr_layoutloggedin2 = /** @type {(inputs: Layoutloggedin2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, connecté`)
};

/**

* @param {Layoutloggedin2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutloggedin2 = fr_layoutloggedin2;
export { layoutloggedin2 as "layoutLoggedIn" }