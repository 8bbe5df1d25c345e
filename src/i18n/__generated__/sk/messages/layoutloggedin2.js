/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Layoutloggedin2Inputs */

const sk_layoutloggedin2 = /** @type {(inputs: Layoutloggedin2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, prihlásené`)
};

/**

* @param {Layoutloggedin2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutloggedin2 = sk_layoutloggedin2;
export { layoutloggedin2 as "layoutLoggedIn" }