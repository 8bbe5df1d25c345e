/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedin2Inputs */

const nl_layoutloggedin2 = /** @type {(inputs: Layoutloggedin2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ingelogd`)
};

/**

* @param {Layoutloggedin2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutloggedin2 = nl_layoutloggedin2;
export { layoutloggedin2 as "layoutLoggedIn" }