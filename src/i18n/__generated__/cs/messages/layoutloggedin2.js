/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedin2Inputs */

const cs_layoutloggedin2 = /** @type {(inputs: Layoutloggedin2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, přihlášeno`)
};

/**

* @param {Layoutloggedin2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutloggedin2 = cs_layoutloggedin2;
export { layoutloggedin2 as "layoutLoggedIn" }