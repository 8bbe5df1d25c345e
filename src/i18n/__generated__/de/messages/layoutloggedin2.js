/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedin2Inputs */

const de_layoutloggedin2 = /** @type {(inputs: Layoutloggedin2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, angemeldet`)
};

/**

* @param {Layoutloggedin2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutloggedin2 = de_layoutloggedin2;
export { layoutloggedin2 as "layoutLoggedIn" }