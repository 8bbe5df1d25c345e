/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttext2Inputs */

const sv_panelsconsenttext2 = /** @type {(inputs: Panelsconsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Med ditt samtycke använder vi cookies för att mäta hur butiken används och visa dig erbjudanden som passar dig. Du kan när som helst ändra ditt val. Läs mer i vår`)
};

/**

* @param {Panelsconsenttext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsenttext2 = sv_panelsconsenttext2;
export { panelsconsenttext2 as "panelsConsentText" }