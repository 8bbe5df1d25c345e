/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Productloyaltypoints2Inputs */

const cs_productloyaltypoints2 = /** @type {(inputs: Productloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("cs", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Získáte ${i?.points} věrnostní bod`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`Získáte ${i?.points} věrnostní body`);
	if (pointsPlural === "many") return /** @type {LocalizedString} */ (`Získáte ${i?.points} věrnostního bodu`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Získáte ${i?.points} věrnostních bodů`);
	return /** @type {LocalizedString} */ ("productLoyaltyPoints");
};

/**

* @param {Productloyaltypoints2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productloyaltypoints2 = cs_productloyaltypoints2;
export { productloyaltypoints2 as "productLoyaltyPoints" }