/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelp2Inputs */

const fr_customertilehelp2 = /** @type {(inputs: Customertilehelp2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertilehelp2 = fr_customertilehelp2;
export { customertilehelp2 as "customerTileHelp" }