/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Basketloyaltypoints2Inputs */

const cs_basketloyaltypoints2 = /** @type {(inputs: Basketloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("cs", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Za tuto objednávku získáte ${i?.points} věrnostní bod.`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`Za tuto objednávku získáte ${i?.points} věrnostní body.`);
	if (pointsPlural === "many") return /** @type {LocalizedString} */ (`Za tuto objednávku získáte ${i?.points} věrnostního bodu.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Za tuto objednávku získáte ${i?.points} věrnostních bodů.`);
	return /** @type {LocalizedString} */ ("basketLoyaltyPoints");
};

/**

* @param {Basketloyaltypoints2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketloyaltypoints2 = cs_basketloyaltypoints2;
export { basketloyaltypoints2 as "basketLoyaltyPoints" }