/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerverifywithdrawntext3Inputs */

const sv_customerverifywithdrawntext3 = /** @type {(inputs: Customerverifywithdrawntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakta vår kundtjänst så att vi kan kontrollera din e-postadress.`)
};

/**

* @param {Customerverifywithdrawntext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerverifywithdrawntext3 = sv_customerverifywithdrawntext3;
export { customerverifywithdrawntext3 as "customerVerifyWithdrawnText" }