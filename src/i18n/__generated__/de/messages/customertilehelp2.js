/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelp2Inputs */

const de_customertilehelp2 = /** @type {(inputs: Customertilehelp2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hilfe`)
};

/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customertilehelp2 = de_customertilehelp2;
export { customertilehelp2 as "customerTileHelp" }