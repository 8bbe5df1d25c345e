/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertilehelp2Inputs */

const sk_customertilehelp2 = /** @type {(inputs: Customertilehelp2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pomoc`)
};

/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertilehelp2 = sk_customertilehelp2;
export { customertilehelp2 as "customerTileHelp" }