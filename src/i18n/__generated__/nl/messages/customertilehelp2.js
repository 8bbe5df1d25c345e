/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelp2Inputs */

const nl_customertilehelp2 = /** @type {(inputs: Customertilehelp2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hulp`)
};

/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertilehelp2 = nl_customertilehelp2;
export { customertilehelp2 as "customerTileHelp" }